import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { followedInPlace } from '../../../lib/plainClick.ts'

interface Props {
  /** The search with its near miss corrected (`didYouMean` of GET /api/properties). */
  suggestion: string
  href: string
  onChoose: (q: string) => void
  t: Translate<KeysOf<'properties.didYouMean'>>
}

// Stands for the link inside the translated sentence, whose word order differs by language.
const SLOT = '\u0000'

/** "¿Quisiste decir Cumbayá?", the corrected search a link that runs it. */
export function DidYouMean({ suggestion, href, onChoose, t }: Props) {
  const [before, after = ''] = t('properties.didYouMean', { suggestion: SLOT }).split(SLOT)
  return (
    <p className="mb-6 text-lg text-slate-800 dark:text-slate-200" data-did-you-mean>
      {before}
      <a href={href} onClick={followedInPlace(() => onChoose(suggestion))} className="font-semibold text-brand-700 underline hover:no-underline dark:text-brand-400">
        {suggestion}
      </a>
      {after}
    </p>
  )
}
