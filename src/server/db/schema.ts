// The database's tables, by area (src/server/db/tables/); drizzle-kit reads this file for migrations.
export * from './tables/accounts.ts'
export * from './tables/advertisers.ts'
export * from './tables/places.ts'
export * from './tables/properties.ts'
export * from './tables/listingRecords.ts'
export * from './tables/visitors.ts'
export * from './tables/operations.ts'
export * from './tables/site.ts'
