import { useT } from '../../shared/model/i18n.ts'
import { Icon, type IconName } from '../../shared/ui/Icons.tsx'
import type { ImageListWords } from './imageLists.ts'

export type TileAction = 'before' | 'after' | 'cover' | 'remove'

interface Props {
  words: ImageListWords
  /** 0-based. */
  index: number
  total: number
  /** Whether the list has a cover, and so a button to make a picture the cover. */
  hasCover: boolean
  disabled: boolean
  onAction: (action: TileAction, index: number) => void
}

/** The tile's buttons: what each does, its icons (a column's arrow, then a row's), its dictionary key, and when it has nothing to do. */
const BUTTONS = [
  { action: 'before', icons: ['arrowUp', 'arrowLeft'], key: 'moveBefore', idle: (index: number) => index === 0 },
  { action: 'after', icons: ['arrowDown', 'arrowRight'], key: 'moveAfter', idle: (index: number, total: number) => index === total - 1 },
  { action: 'cover', icons: ['star'], key: 'makeCover', idle: (index: number) => index === 0 },
  { action: 'remove', icons: ['trash'], key: 'remove', idle: () => false },
] as const satisfies readonly { action: TileAction; icons: readonly IconName[]; key: string; idle: (index: number, total: number) => boolean }[]

function TileButton({ icons, label, name, action, disabled, onClick }: { icons: readonly IconName[]; label: string; name: string; action: TileAction; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      data-action={action}
      aria-label={name}
      className="btn-outline min-h-9 min-w-0 justify-start gap-1 whitespace-normal break-words px-2 py-1 text-left text-xs leading-tight"
      disabled={disabled}
      onClick={onClick}
    >
      {/* A phone shows the pictures as a column, a wider window as rows: the arrows follow. */}
      {icons.map((icon, i) => (
        <Icon key={icon} name={icon} className={`h-4 w-4 shrink-0 ${icons.length > 1 ? (i === 0 ? 'sm:hidden' : 'hidden sm:block') : ''}`} />
      ))}
      {label}
    </button>
  )
}

/** A picture's moves: before, after, cover (in a list that has one), and remove. */
export function ImageTileButtons({ words, index, total, hasCover, disabled, onAction }: Props) {
  const { t } = useT()
  const position = index + 1
  return (
    // Beside the picture on a phone the buttons have ~200 px: one per row there, so no label is cut.
    <div className="grid min-w-0 flex-1 grid-cols-1 content-center gap-1 sm:grid-cols-2">
      {BUTTONS.map((button) => {
        if (button.action === 'cover' && !hasCover) return null
        // Only the photos have a cover, so its words are the photos' own.
        const [label, name] =
          button.action === 'cover'
            ? [t('form.images.makeCover'), t('form.images.makeCoverNamed', { index: position })]
            : [t(`${words}.${button.key}`), t(`${words}.${button.key}Named`, { index: position })]
        return (
          <TileButton
            key={button.action}
            icons={button.icons}
            action={button.action}
            label={label}
            name={name}
            disabled={disabled || button.idle(index, total)}
            onClick={() => onAction(button.action, index)}
          />
        )
      })}
    </div>
  )
}
