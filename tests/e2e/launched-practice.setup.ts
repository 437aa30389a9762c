/** The launched practice (tests/fixtures/launched), built for the current source before its specs start. */
import { test as setup } from '@playwright/test';
import { launchedPractice } from '../fixtures/launched/practice.ts';

setup('build the launched practice, unless it is of the current source', () => {
  setup.setTimeout(300_000);
  launchedPractice();
});
