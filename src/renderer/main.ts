/**
 * The renderer's entry: finds the app API (Electron's `window.api` or the web host over HTTP)
 * and mounts the app.
 */
import { mount } from 'svelte';
import App from './App.svelte';
import { connectApi } from './api/connect';
import { AppState } from './state/app.svelte';
import { lookUpFontsWhenIdle } from './charts/canvasFonts';
import './styles.css';

const app = new AppState(connectApi(), window);
void app.load();
mount(App, { target: document.getElementById('app')!, props: { app } });
lookUpFontsWhenIdle(window);
