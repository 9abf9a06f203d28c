/// The messages of what IntroCairo reports, in English and Spanish: its render diagnostics
/// (`diagnostic.<code>`, with the diagnostic's subject and arguments) and its asset catalog
/// problems (`catalog.*`). The command-line tool merges them into its own table; a program
/// using IntroCairo alone can show them with IntroUI's `LocalizationTable`.
public enum CairoMessages {
    /// Every message by key, then by language.
    public static let entries: [String: [String: String]] = [
        "diagnostic.unknownIcon": [
            "en": "no image or SF Symbol mapping for '{0}': a placeholder was drawn; add {0}.svg to --assets",
            "es": "no hay imagen ni SF Symbol para '{0}': se dibujó un marcador; añada {0}.svg a --assets",
        ],
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
        "diagnostic.assetNotRegularFile": [
            "en": "the asset {0} is not a regular file (a FIFO, device or socket): replace it with an image file",
            "es": "el recurso {0} no es un archivo normal (una FIFO, un dispositivo o un socket): sustitúyalo por un archivo de imagen",
        ],
        "diagnostic.assetUnreadable": [
            "en": "the asset {0} cannot be read: {1}",
            "es": "no se puede leer el recurso {0}: {1}",
        ],
        "diagnostic.assetTooManyBytes": [
            "en": "the asset {0} is larger than {1} bytes: shrink it or raise the limit with --max-asset-bytes",
            "es": "el recurso {0} ocupa más de {1} bytes: redúzcalo o suba el límite con --max-asset-bytes",
        ],
        "diagnostic.assetTooManyPixels": [
            "en": "the asset {0} is {1}×{2} pixels, over the limit of {3}: scale it down (a row icon is drawn at 37 pt, 111 px at @3x) or raise --max-pixels",
            "es": "el recurso {0} mide {1}×{2} píxeles, más que el límite de {3}: redúzcalo (un icono de fila se dibuja a 37 pt, 111 px a @3x) o suba --max-pixels",
        ],
        "diagnostic.assetEmbeddedImageTooLarge": [
            "en": "the SVG asset {0} embeds a {1}×{2}-pixel image, over the limit of {3}: embed a smaller image or raise --max-pixels",
            "es": "el recurso SVG {0} incrusta una imagen de {1}×{2} píxeles, más que el límite de {3}: incruste una imagen menor o suba --max-pixels",
        ],
        "diagnostic.assetEmbeddedImageUnsized": [
            "en": "the SVG asset {0} embeds an image whose size cannot be checked before decoding: embed it as a base64 PNG, JPEG or GIF",
            "es": "el recurso SVG {0} incrusta una imagen cuyo tamaño no se puede comprobar antes de decodificarla: incrústela como PNG, JPEG o GIF en base64",
        ],
        "diagnostic.assetUndecodable": [
            "en": "the asset {0} is not a valid PNG or SVG image: a placeholder was drawn; re-export it",
            "es": "el recurso {0} no es una imagen PNG o SVG válida: se dibujó un marcador; vuelva a exportarla",
        ],
    ]
}
