import { LIMITS, ZIP_TOO_LARGE_MESSAGE } from '@/lib/skill/limits'
import { ApiError } from '@/lib/ui/api-client'

/** How far an upload got: bytes sent of `total` (null when the browser cannot tell the size). */
export interface UploadProgress {
  loaded: number
  total: number | null
  /** The bytes are all sent; the server is reading the archive. */
  sent: boolean
}

/**
 * The message the server answers `zip_too_large` with (lib/http/upload.ts), so a file refused in
 * the browser reads exactly like one refused by the server.
 */


/** Refuses a file the server would refuse for its size, before a byte is sent. */
export function checkUploadSize(file: Pick<File, 'size'>): ApiError | null {
  return file.size > LIMITS.zipUploadBytes ? new ApiError(413, 'zip_too_large', ZIP_TOO_LARGE_MESSAGE) : null
}

/**
 * A header carries Latin-1 only and `setRequestHeader` throws on anything else, so a name with
 * other characters is sent with those replaced; the name is only a label for the skill's source.
 */
export function headerFileName(name: string): string {
  const safe = name.replace(/[^\x20-\x7e]/g, '_').trim()
  return safe || 'upload.zip'
}

/**
 * POSTs a zip as the raw body with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Resolves with the JSON answer; rejects with an ApiError carrying the API's `{error}` or, when
 * the server could not be reached, `network_error`. `signal` aborts the upload.
 */
export function uploadZip<T>(url: string, file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Content-Type', 'application/zip')
    xhr.setRequestHeader('X-File-Name', headerFileName(file.name))
    xhr.responseType = 'text'
    // Listeners on xhr.upload must be in place before send(), or the browser skips progress events.
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null, sent: false })
    xhr.upload.onload = () => onProgress({ loaded: file.size, total: file.size, sent: true })
    xhr.onload = () => {
      let data: unknown = null
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        // A proxy's HTML error page, say: handled below as a plain HTTP error.
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T)
      const error = (data as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | null)?.error ?? {}
      reject(new ApiError(xhr.status, error.code ?? 'http_error', error.message ?? `The server answered ${xhr.status}.`, error.details))
    }
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Could not reach the server. Check the connection and try again.'))
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'The upload was cancelled.'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    onProgress({ loaded: 0, total: file.size, sent: false })
    xhr.send(file)
  })
}
