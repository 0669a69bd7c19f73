import { useQuery, type QueryState } from '../../../../lib/useQuery.ts'
import { failureOf, type FailedCall } from '../api/adminApi.ts'

export type Load<T> = QueryState<T, FailedCall>

/** The admin's loads: `useQuery` with failures read as the contract's error body and status. */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  return useQuery<T, FailedCall>(key, load, { describe: failureOf })
}
