/** STL: the 3D-model marketplace (models and their parts, analysis, previews and downloads). */

export { analyseStl } from './stl-analyse';
export { box, demoMeshes, type DemoMeshName, sphereOfTriangles } from './stl-meshes';
export { arrangeSideBySide, previewMesh, renderThumbnail } from './stl-render';
export { createDownloadLink } from './stl.downloads';
export { modelGeometry, type StoredPart, toPart } from './stl.files';
export { removeModelOfProduct } from './stl.product-removal';
export { default as stlRoutes } from './stl.routes';
export { findModelRow } from './stl.service';
export { stlPersonalData } from './stl.personal-data';
