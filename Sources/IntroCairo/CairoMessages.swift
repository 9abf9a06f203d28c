/// The messages of what IntroCairo reports, in English and Spanish: its render diagnostics
/// (`diagnostic.<code>`, with the diagnostic's subject and arguments). The command-line tool
/// merges them into its own table; a program using IntroCairo alone can show them with
/// IntroUI's `LocalizationTable`.
public enum CairoMessages {
    /// Every message by key, then by language.
    public static let entries: [String: [String: String]] = [
        "diagnostic.unknownIcon": [
            "en": "no image or SF Symbol mapping for '{0}': a placeholder was drawn; add {0}.svg to --assets",
            "es": "no hay imagen ni SF Symbol para '{0}': se dibujó un marcador; añada {0}.svg a --assets",
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
