#!/usr/bin/env node
// The CLI is TypeScript run through tsx's loader, so `npx skinforge` works right after `npm ci`
// with no compile step to remember.
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
