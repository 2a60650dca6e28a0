// The type of eslint.architecture.mjs, for the test that runs its rules (tests/unit/architecture-lint.test.ts).
import type { Linter } from 'eslint';

export declare const architecture: Linter.Config[];
