export * from './analytics-events.ts';
export * from './forms.ts';
export * from './infrastructure.ts';
export * from './positions.ts';
export * from './search.ts';
export * from './sessions.ts';
export * from './tenants.ts';
export * from './users.ts';
