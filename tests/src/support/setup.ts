import './webPlatform';
import '@testing-library/jest-dom';
