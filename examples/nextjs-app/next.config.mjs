// next.config.mjs: nothing the kit needs; the default production build.
/** @type {import('next').NextConfig} */
export default {}
