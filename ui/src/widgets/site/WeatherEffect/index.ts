export { WeatherEffect } from './WeatherEffect';
export { chooseWeatherTheme, type WeatherTheme } from './weather';
