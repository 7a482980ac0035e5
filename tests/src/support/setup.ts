import './webPlatform';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installModalAriaHiddenGuard } from '../../../src/shared/modalAriaHiddenGuard.ts';

// Fluent's dialogs become accessible once their focus manager (tabster) has moved focus inside,
// which runs on timers; on a busy machine (two cores running the whole suite) that can take several seconds.
configure({ asyncUtilTimeout: 10000 });

// As the app does (src/app/App.tsx): the dialog that has the focus is never left aria-hidden
// (test files that run without a DOM have no dialogs).
if (typeof document !== 'undefined') installModalAriaHiddenGuard(document);
