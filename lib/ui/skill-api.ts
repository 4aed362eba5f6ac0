import { ApiError, apiFetch } from './api-client'
import type { FileDiff, Finding, SkillSummaryView, SkillView, VersionView } from './skill-view'

/** URL helpers and typed calls for the skill endpoints; every call goes through `apiFetch`. */

export function skillUrl(name: string): string {
  return `/api/skills/${encodeURIComponent(name)}`
}

/** `/api/skills/:name/files/<path>` with each path segment encoded; `hash` pins a version. */
export function fileUrl(name: string, path: string, hash?: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/')
  return `${skillUrl(name)}/files/${encoded}${hash ? `?hash=${encodeURIComponent(hash)}` : ''}`
}

export const getSkill = async (name: string) => (await apiFetch<{ skill: SkillView }>(skillUrl(name))).skill

export const getVersions = async (name: string) => (await apiFetch<{ versions: VersionView[] }>(`${skillUrl(name)}/versions`)).versions

export const getDiff = async (name: string, from: string, to: string) =>
  (await apiFetch<{ files: FileDiff[] }>(`${skillUrl(name)}/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).files

export interface SaveResult {
  skill: SkillSummaryView
  changed: boolean
  findings: Finding[]
}

/** Saves one text file on top of `baseHash` (409 `skill_changed` when the skill moved on). */
export const saveFile = (name: string, path: string, content: string, baseHash: string) =>
  apiFetch<SaveResult>(fileUrl(name, path), { method: 'PUT', headers: { 'If-Match': baseHash }, json: { content } })

export const deleteFile = async (name: string, path: string, baseHash: string) =>
  (await apiFetch<{ skill: SkillSummaryView }>(fileUrl(name, path), { method: 'DELETE', headers: { 'If-Match': baseHash } })).skill

export const renameFile = async (name: string, from: string, to: string, baseHash: string) =>
  (await apiFetch<{ skill: SkillSummaryView }>(`${skillUrl(name)}/rename-file`, { method: 'POST', json: { from, to, baseHash } })).skill

/** The save checks on unsaved text, for live editor markers. */
export const checkFile = async (name: string, path: string, content: string, signal?: AbortSignal) =>
  (await apiFetch<{ findings: Finding[] }>(`${skillUrl(name)}/check`, { method: 'POST', json: { path, content }, signal })).findings

export const setEnabled = async (name: string, enabled: boolean, hash: string) =>
  (await apiFetch<{ skill: SkillSummaryView }>(`${skillUrl(name)}/enabled`, { method: 'POST', json: { enabled, hash } })).skill

export const duplicateSkill = async (name: string, newName: string) =>
  (await apiFetch<{ skill: SkillSummaryView }>(`${skillUrl(name)}/duplicate`, { method: 'POST', json: { newName } })).skill

export const deleteSkill = (name: string) => apiFetch<{ ok: true }>(skillUrl(name), { method: 'DELETE' })

export const restoreVersion = async (name: string, hash: string, baseHash: string) =>
  (await apiFetch<{ skill: SkillSummaryView }>(`${skillUrl(name)}/restore`, { method: 'POST', json: { hash, baseHash } })).skill

/** One file's raw bytes (the files endpoint answers octet-stream, errors as our JSON shape). */
export async function readFileBytes(name: string, path: string, hash?: string): Promise<Uint8Array> {
  const response = await fetch(fileUrl(name, path, hash))
  if (!response.ok) {
    const error = await response.json().catch(() => null)
    throw new ApiError(response.status, error?.error?.code ?? 'http_error', error?.error?.message ?? `The server answered ${response.status}.`, error?.error?.details)
  }
  return new Uint8Array(await response.arrayBuffer())
}

/** A readable line for any thrown value (ApiError messages come from the server and name the problem). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof DOMException && error.name === 'AbortError') return 'Cancelled.'
  // fetch() rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError || !(error instanceof Error)) return 'Could not reach the server. Check that Skillyard is running and try again.'
  return error.message
}

/** Findings carried by a 422 (`check_failed`, `invalid_skill`), or none. */
export function findingsOf(error: unknown): Finding[] {
  const findings = error instanceof ApiError ? error.details?.findings : undefined
  return Array.isArray(findings) ? (findings as Finding[]) : []
}

/** The skill's hash after a 409 `skill_changed`, when the server knew it. */
export function changedHashOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'skill_changed') return null
  const hash = error.details?.currentHash
  return typeof hash === 'string' ? hash : null
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.code === 'skill_changed'

export interface UpdateCheckView {
  name: string
  outcome: 'updated' | 'current' | 'failed'
  hash?: string
  commitSha?: string
  error?: { code: string; message: string }
}

/** Compares a GitHub skill with its folder upstream; a change arrives as an unapproved version. */
export const checkUpdate = async (name: string) => (await apiFetch<{ result: UpdateCheckView }>(`${skillUrl(name)}/check-update`, { method: 'POST' })).result
