export { editFiles } from './edit-files'
export { saveFile, checkUnsavedFile, type SaveFileInput } from './save-file'
export { deleteFile, renameFile, restoreVersion } from './file-operations'
export { newSkill } from './new-skill'
