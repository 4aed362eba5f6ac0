import ReactMarkdown from 'react-markdown'

/**
 * Renders untrusted Markdown (imported skills, assistant drafts). Raw HTML in the source is shown
 * as text, never parsed, and react-markdown drops `javascript:` and other unsafe link targets:
 * nothing in a SKILL.md can run script in the owner's browser.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="prose-skill">
      <ReactMarkdown>{source}</ReactMarkdown>
    </div>
  )
}
