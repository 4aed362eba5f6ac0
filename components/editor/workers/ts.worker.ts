import 'monaco-editor/language/typescript/ts.worker'
