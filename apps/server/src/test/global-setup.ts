import type { TestProject } from 'vitest/node';
import { buildTestTemplate, type TestTemplate } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/** Vitest global setup: one template database per suite run, dropped when the run ends. */
export default async function setup(project: TestProject) {
  const { template, drop } = await buildTestTemplate();
  project.provide('testTemplate', template);
  return drop;
}
