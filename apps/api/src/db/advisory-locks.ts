/**
 * Every PostgreSQL advisory lock the app takes, in one list so that no two share a number (two
 * did: the demo seed's and the backup's hold, so a seed put file removals off and a backup
 * waited for a seed). The values are arbitrary; changing one only matters while two versions run.
 */
export const advisoryLocks = {
  /** Migrations at boot: one process migrates, the others wait (db/client.ts). */
  migrations: 724_311,
  /** The demo seed as a whole: processes booting at once seed once (demo/index.ts). */
  demoSeed: 724_312,
  demoCatalogue: 724_313,
  demoBlog: 724_314,
  demoAdverts: 724_318,
  demoStl: 724_330,
  /** Held by `npm run backup` while it copies files; every file removal takes it shared (integrations/storage/removal-hold.ts). */
  backupFileHold: 724_340,
} as const;
