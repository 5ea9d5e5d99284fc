export default async function pdfRoutes() {}
