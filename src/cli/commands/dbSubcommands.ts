import type { DbSubcommand } from './dbSubcommand';
import { dbCheck } from './dbCheck';
import { dbCollection } from './dbCollection';
import { dbExport } from './dbExport';
import { dbImport } from './dbImport';
import { dbImportRatings } from './dbImportRatings';
import { dbInit } from './dbInit';
import { dbJobs } from './dbJobs';
import { dbList } from './dbList';
import { dbRate } from './dbRate';
import { dbSet } from './dbSet';
import { dbShow } from './dbShow';
import { dbSource } from './dbSource';
import { dbTag } from './dbTag';

/** Every `patti db` subcommand, in the order help lists them. Add new ones here. */
export const DB_SUBCOMMANDS: readonly DbSubcommand[] = [
  dbInit,
  dbImport,
  dbImportRatings,
  dbList,
  dbShow,
  dbExport,
  dbTag,
  dbCollection,
  dbSet,
  dbSource,
  dbRate,
  dbJobs,
  dbCheck,
];
