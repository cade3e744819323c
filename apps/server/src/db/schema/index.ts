export * from './analytics-events.ts';
export * from './infrastructure.ts';
export * from './offers.ts';
export * from './positions.ts';
export * from './sessions.ts';
export * from './tenants.ts';
export * from './users.ts';
