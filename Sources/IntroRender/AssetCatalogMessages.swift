extension AssetCatalogError {
    /// The English and Spanish texts of an asset catalog's problems (`catalog.*`), by the
    /// key of each problem's ``Problem/diagnostic``: a tool merges them into its table and
    /// renders ``lines(localize:)`` through it.
    public static let messages: [String: [String: String]] = [
        "catalog.unreadable": [
            "en": "Contents.json cannot be read ({0}): make it a regular JSON file",
            "es": "no se puede leer Contents.json ({0}): debe ser un archivo JSON normal",
        ],
        "catalog.expectedObject": [
            "en": "Contents.json should hold a JSON object, as Xcode writes it",
            "es": "Contents.json debe contener un objeto JSON, como lo escribe Xcode",
        ],
        "catalog.expectedString": [
            "en": "should be a string (a file name in the image set)",
            "es": "debe ser una cadena (un nombre de archivo del conjunto de imágenes)",
        ],
        "catalog.unsupportedFile": [
            "en": "\"{0}\" is not a PNG, PDF or SVG file in the image set: export the image as one of those",
            "es": "\"{0}\" no es un archivo PNG, PDF o SVG del conjunto de imágenes: exporte la imagen en uno de esos formatos",
        ],
        "catalog.missingFile": [
            "en": "the file \"{0}\" is not in the image set: add it or remove this entry",
            "es": "el archivo \"{0}\" no está en el conjunto de imágenes: añádalo o quite esta entrada",
        ],
        "catalog.outsideFile": [
            "en": "\"{0}\" is a link to a file outside the catalog: copy the image into the image set",
            "es": "\"{0}\" es un enlace a un archivo fuera del catálogo: copie la imagen en el conjunto de imágenes",
        ],
        "catalog.badScale": [
            "en": "\"{0}\" is not a scale: use 1x, 2x or 3x",
            "es": "\"{0}\" no es una escala: use 1x, 2x o 3x",
        ],
        "catalog.badIntent": [
            "en": "\"{0}\" is not a rendering intent: use template or original",
            "es": "\"{0}\" no es un modo de representación: use template u original",
        ],
        "catalog.badColorSpace": [
            "en": "the colour space \"{0}\" is not supported: use srgb, display-p3 or gray-gamma-22",
            "es": "el espacio de color \"{0}\" no es compatible: use srgb, display-p3 o gray-gamma-22",
        ],
        "catalog.missingComponent": [
            "en": "the colour has no \"{0}\" component: add it",
            "es": "al color le falta el componente \"{0}\": añádalo",
        ],
        "catalog.badComponent": [
            "en": "\"{0}\" is not a colour component: use 0.0…1.0, 0…255 or 0x00…0xFF",
            "es": "\"{0}\" no es un componente de color: use 0.0…1.0, 0…255 o 0x00…0xFF",
        ],
    ]
}
