import ReactMarkdown from 'react-markdown'
import remarkGfm from 'remark-gfm'

/**
 * Renders untrusted Markdown (imported skills, assistant drafts). Without a raw-HTML plugin,
 * react-markdown never turns HTML in the source into elements, and its default URL transform
 * drops `javascript:` and other unsafe link targets: nothing in a SKILL.md can run script in the
 * owner's browser. Relative links point at the skill's files (`linkBase`).
 */
export function Markdown({ source, linkBase }: { source: string; linkBase?: string }) {
  return (
    <div className="prose-skill">
      <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={(url) => resolveLink(url, linkBase)}>
        {source}
      </ReactMarkdown>
    </div>
  )
}

const SAFE_SCHEME = /^(https?:|mailto:|#)/i

function resolveLink(url: string, linkBase: string | undefined): string {
  if (SAFE_SCHEME.test(url)) return url
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return ''
  if (!linkBase || url.startsWith('/')) return url
  return `${linkBase}/${url.replace(/^\.\//, '').split('/').map(encodeURIComponent).join('/')}`
}
