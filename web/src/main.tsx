import { render } from 'preact';
import { App } from './app.tsx';
import './styles.css';

const theme = localStorage.getItem('veil-theme');
if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
render(<App />, document.getElementById('app')!);
