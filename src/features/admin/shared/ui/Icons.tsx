import { DEFAULT_TYPE_ICON } from '../constants.ts'
import { ICON_SHAPES, type IconShape } from './iconShapes.ts'

// Line icons drawn in the style of Lucide (24×24, 2px stroke), shipped with the site.

interface IconProps {
  className?: string
}

export type IconName = keyof typeof ICON_SHAPES

function Shape({ shape }: { shape: IconShape }) {
  if (typeof shape === 'string') return <path d={shape} />
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle
    return <circle cx={cx} cy={cy} r={r} />
  }
  const [x, y, width, height, rx] = shape.rect
  return <rect x={x} y={y} width={width} height={height} rx={rx} />
}

function Svg({ className = 'h-5 w-5', shapes }: IconProps & { shapes: readonly IconShape[] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      {shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  )
}

export function Icon({ name, className }: IconProps & { name: IconName }) {
  return <Svg className={className} shapes={ICON_SHAPES[name]} />
}

/** A property type's icon by its stored name; an unknown name falls back to the default. */
export function TypeIcon({ name, className }: IconProps & { name: string }) {
  const key = (name in ICON_SHAPES ? name : DEFAULT_TYPE_ICON) as IconName
  return <Svg className={className} shapes={ICON_SHAPES[key]} />
}

/** The portal's logo mark (the same drawing as the public header's). */
export function BrandMark({ className = 'h-8 w-8' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="7" fill="#c2410c" />
      <path d="M16 6 5 15h3v10h6v-6h4v6h6V15h3z" fill="#fff" />
    </svg>
  )
}
