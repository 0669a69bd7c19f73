/**
 * The password of the demo accounts (the demo superadmin and the demo advertisers), which exist
 * only where demo data is seeded. It is public (README), so such a server must not be exposed.
 */
export const DEMO_PASSWORD = 'Demo-Casa-2026!'
