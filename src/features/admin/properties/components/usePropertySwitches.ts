import { useState } from 'react'
import toast from 'react-hot-toast'
import type { Property } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import { setPropertyFeatured, setPropertyStatus } from '../api.ts'

interface Rows {
  replaceRow: (updated: Property) => void
  dropRow: (id: number) => void
  /** Under a status filter a listing switched on or off leaves the list; otherwise it changes in place. */
  filtered: boolean
}

/** The list's two switches: featured (at once, a row at a time) and active (after a confirmation). */
export function usePropertySwitches({ replaceRow, dropRow, filtered }: Rows) {
  const { t } = useT()
  const [toggling, setToggling] = useState<Property | null>(null)
  const [busy, setBusy] = useState(false)
  const [featuring, setFeaturing] = useState<ReadonlySet<number>>(new Set())

  async function feature(property: Property) {
    const isFeatured = property.isFeatured !== 1
    setFeaturing((ids) => new Set(ids).add(property.id))
    try {
      replaceRow(await setPropertyFeatured(property.id, isFeatured))
      toast.success(t(isFeatured ? 'properties.featuredOn' : 'properties.featuredOff'))
    } catch {
      toast.error(t('properties.featuredError'))
    }
    setFeaturing((ids) => {
      const next = new Set(ids)
      next.delete(property.id)
      return next
    })
  }

  async function confirmToggle() {
    if (!toggling) return
    setBusy(true)
    const activate = toggling.isActive !== 1
    try {
      const updated = await setPropertyStatus(toggling.id, activate)
      toast.success(t(activate ? 'properties.activated' : 'properties.deactivated'))
      if (filtered) dropRow(toggling.id)
      else replaceRow(updated)
    } catch {
      toast.error(t('properties.statusError'))
    }
    setBusy(false)
    setToggling(null)
  }

  return { featuring, feature, toggling, setToggling, busy, confirmToggle }
}
