import { cardOf, type CardProperty } from '../../../shared/cardProperty.ts'
import type { Property } from '../../../shared/types.ts'
import type { Database } from '../../db/client.ts'
import { toCard, toProperty, type Audience, type PropertyRow } from '../propertyRows.ts'
import { cardRowsByIds, rowsByIds } from './rowsByIds.ts'
import { similarCardRows, similarRows, type SimilarTo } from './similarRows.ts'

/** A row of a page read by ids: at least its id and the list version of its snapshot. */
export interface PageRow {
  id: number
  listVersion: string
}

/**
 * How a page's listings are read and answered: whole, as the API answers them, or as cards, for the
 * pages that only show cards (search, landing, similar listings), which then read a third of the
 * columns and none of the subqueries for photos and contacts.
 */
export interface PageShape<T, Row extends PageRow = PageRow> {
  /** The listings of these ids, in no particular order (a public read: active or not is the caller's check). */
  byIds(db: Database, ids: readonly number[]): Promise<Row[]>
  /** A listing's similar listings, nearest first, chosen and read in one statement (similarRows.ts). */
  similar(db: Database, to: SimilarTo): Promise<Row[]>
  answer(row: Row): T
  /** A whole listing read another way (a page the database filtered). */
  fromWhole(row: PropertyRow & { images: string[] }, audience: Audience): T
}

type WholeRow = Awaited<ReturnType<typeof rowsByIds>>[number]
type CardPageRow = Awaited<ReturnType<typeof cardRowsByIds>>[number]

export const WHOLE_LISTINGS: PageShape<Property, WholeRow> = {
  byIds: rowsByIds,
  similar: similarRows,
  answer: (row) => toProperty(row, row.images, 'public'),
  fromWhole: (row, audience) => toProperty(row, row.images, audience),
}

export const LISTING_CARDS: PageShape<CardProperty, CardPageRow> = {
  byIds: cardRowsByIds,
  similar: similarCardRows,
  answer: toCard,
  fromWhole: (row, audience) => cardOf(toProperty(row, row.images, audience)),
}
