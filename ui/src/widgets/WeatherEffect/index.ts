export { WeatherEffect } from './WeatherEffect';
