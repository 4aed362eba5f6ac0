'use client'
import { useEffect, useRef } from 'react'

/**
 * A heading that takes focus when it appears, so after "Find skills" or "Import" a keyboard or
 * screen-reader user lands on what came back instead of on a button that may have gone away.
 */
export function FocusHeading({ level = 3, className, children, id }: { level?: 2 | 3; className?: string; children: React.ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  const Tag = level === 2 ? 'h2' : 'h3'
  return (
    <Tag ref={ref} id={id} tabIndex={-1} className={className}>
      {children}
    </Tag>
  )
}
