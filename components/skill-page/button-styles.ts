/** Class names for the page's buttons, so every action looks and focuses the same way. */
const base =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50'

export const button = {
  primary: `${base} bg-indigo-600 text-white hover:bg-indigo-500`,
  secondary: `${base} bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`,
  danger: `${base} bg-white text-red-700 ring-1 ring-inset ring-red-300 hover:bg-red-50`,
  dangerSolid: `${base} bg-red-600 text-white hover:bg-red-500`,
  small: 'inline-flex items-center rounded px-2 py-1 text-xs font-medium text-slate-700 ring-1 ring-inset ring-slate-300 bg-white hover:bg-slate-50 disabled:opacity-50 disabled:cursor-not-allowed',
}

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-1 focus:ring-indigo-500'
