import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { isSkillyardError } from '../errors/skillyard-error'

/** -32602 is what SEP-2640 and `resources/read` use for a URI the server does not serve. */
export function invalidParams(message: string): McpError {
  return new McpError(ErrorCode.InvalidParams, message)
}

/**
 * Runs a handler and turns what it throws into a JSON-RPC error the client may see. The SDK
 * would send any thrown error's message as is; an unexpected one could carry internals (or an
 * injection), so it is logged here and answered with a generic message.
 */
export async function answerOrMcpError<T>(handler: () => Promise<T>): Promise<T> {
  try {
    return await handler()
  } catch (error) {
    if (error instanceof McpError) throw error
    if (isSkillyardError(error)) throw new McpError(ErrorCode.InternalError, error.message, { code: error.code })
    console.error('MCP request failed unexpectedly:', error)
    throw new McpError(ErrorCode.InternalError, 'The request failed inside Skillyard; the owner can find the details in the server log.')
  }
}
