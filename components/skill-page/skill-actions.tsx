'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { checkUpdate, deleteSkill, duplicateSkill, errorMessage, skillUrl } from '@/lib/ui/skill-api'
import type { SkillView } from '@/lib/ui/skill-view'
import { button } from './button-styles'
import { ConfirmDialog, PromptDialog } from './dialog'

/** Duplicate (any skill), Export, Check for updates (GitHub skills) and Delete (owned skills only). */
export function SkillActions({ skill, dirty, onUpdated }: { skill: SkillView; dirty: boolean; onUpdated: () => Promise<void> }) {
  const router = useRouter()
  const [dialog, setDialog] = useState<'duplicate' | 'delete' | null>(null)
  const [update, setUpdate] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null })

  async function checkForUpdate() {
    setUpdate({ busy: true, message: null })
    try {
      const result = await checkUpdate(skill.name)
      if (result.outcome === 'updated') await onUpdated()
      setUpdate({
        busy: false,
        message:
          result.outcome === 'updated'
            ? `A new version came in from GitHub (${result.hash?.slice(0, 8)}). Review its diff in History, then enable it.`
            : 'Up to date with GitHub.',
      })
    } catch (error) {
      setUpdate({ busy: false, message: errorMessage(error) })
    }
  }

  async function duplicate(newName: string) {
    const copy = await duplicateSkill(skill.name, newName)
    setDialog(null)
    router.push(`/skills/${encodeURIComponent(copy.name)}`)
  }

  async function remove() {
    await deleteSkill(skill.name)
    setDialog(null)
    router.push('/')
    router.refresh()
  }

  return (
    <>
      <button type="button" className={button.secondary} onClick={() => setDialog('duplicate')}>
        Duplicate…
      </button>
      <a href={`${skillUrl(skill.name)}/export`} download className={button.secondary}>
        Export zip
      </a>
      {skill.source.kind === 'github' && (
        <button type="button" className={button.secondary} onClick={checkForUpdate} disabled={update.busy}>
          {update.busy ? 'Checking GitHub…' : 'Check for updates'}
        </button>
      )}
      {update.message && (
        <p role="status" className="basis-full text-sm text-slate-700">
          {update.message}
        </p>
      )}
      {!skill.builtIn && (
        <button type="button" className={button.danger} onClick={() => setDialog('delete')}>
          Delete…
        </button>
      )}

      <PromptDialog
        open={dialog === 'duplicate'}
        title={`Duplicate ${skill.name}`}
        label="New skill name"
        hint={`Lowercase letters, digits and single hyphens, up to 64 characters. The copy is yours, editable, and starts disabled.${
          dirty ? ' It copies the saved files: your unsaved changes in the editor are not part of it.' : ''
        }`}
        defaultValue={`${skill.name}-copy`}
        submitLabel="Duplicate"
        busyLabel="Duplicating…"
        onSubmit={duplicate}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete ${skill.name}?`}
        confirmLabel="Delete skill"
        busyLabel="Deleting…"
        danger
        onConfirm={remove}
        onClose={() => setDialog(null)}
      >
        <p>
          This deletes <strong className="font-mono">{skill.name}</strong> with {skill.versionCount === 1 ? 'its only version' : `all ${skill.versionCount} of its versions`}. The assistant loses it at once.
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  )
}
