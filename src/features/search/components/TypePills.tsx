import type { MouseEvent } from 'react'
import { typeLabel } from '../../../shared/typeLabel.ts'
import { forTypeLabel, type KeysOf, type Translate } from '../../../lib/messages.ts'
import { ChoiceForm, submitted } from './ChoiceForm.tsx'

export interface TypeOption {
  id: number
  name: string
}

interface Props {
  value: number | null
  types: TypeOption[]
  onChoose: (type: number | null) => void
  /** Where a tap goes before the island runs: the search page and the rest of the search. */
  action: string
  keep: string
  t: Translate<KeysOf<'properties' | 'types'>>
}

const pill = 'pill shrink-0'

/** The property types as pills: one swipeable row on a phone, wrapped on wider screens. */
export function TypePills({ value, types, onChoose, action, keep, t }: Props) {
  const choose = (event: MouseEvent<HTMLButtonElement>, type: number | null) => {
    event.preventDefault()
    if (type !== null || value !== null) onChoose(type)
  }
  return (
    <ChoiceForm action={action} keep={keep}>
      <div role="group" aria-label={t('properties.type')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible">
        <button type="submit" className={pill} aria-pressed={value === null} onClick={(event) => choose(event, null)}>
          {t('properties.allTypes')}
        </button>
        {types.map((type) => (
          <button key={type.id} type="submit" {...submitted('type', type.id, value === type.id)} className={pill} aria-pressed={value === type.id} onClick={(event) => choose(event, type.id)}>
            {typeLabel(type.name, forTypeLabel(t))}
          </button>
        ))}
      </div>
    </ChoiceForm>
  )
}
