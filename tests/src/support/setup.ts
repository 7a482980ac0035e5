import './webPlatform';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Fluent's dialogs become accessible once their focus manager (tabster) has moved focus inside,
// which runs on timers; on a busy machine that takes longer than the library's 1 s default.
configure({ asyncUtilTimeout: 5000 });
