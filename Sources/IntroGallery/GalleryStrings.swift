import IntroUI

/// The labels of the gallery page, in English and Spanish.
enum GalleryStrings {
    static let table = LocalizationTable([
        "all": ["en": "All", "es": "Todos"],
        "page": ["en": "Page {0}", "es": "Página {0}"],
        "count": ["en": "{0} of {1} tiles", "es": "{0} de {1} miniaturas"],
        "failures": ["en": "{0} failed snapshot(s)", "es": "{0} instantánea(s) fallida(s)"],
        "filter.idiom": ["en": "Device", "es": "Dispositivo"],
        "filter.orientation": ["en": "Orientation", "es": "Orientación"],
        "filter.scheme": ["en": "Scheme", "es": "Esquema"],
        "filter.locale": ["en": "Locale", "es": "Idioma"],
        "filter.dynamicType": ["en": "Dynamic Type", "es": "Tamaño de texto"],
        "filter.page": ["en": "Page", "es": "Página"],
        "filter.lint": ["en": "Only lint findings", "es": "Solo con avisos de lint"],
        "value.phone": ["en": "iPhone", "es": "iPhone"],
        "value.pad": ["en": "iPad", "es": "iPad"],
        "overlay": ["en": "Layout frames", "es": "Marcos de diseño"],
        "accessibility": ["en": "Accessibility (A)", "es": "Accesibilidad (A)"],
        "accessibility.help": [
            "en": "Each tile's VoiceOver elements, outlined and numbered in reading order, with their legend (key A)",
            "es": "Los elementos de VoiceOver de cada miniatura, marcados y numerados en orden de lectura, con su leyenda (tecla A)",
        ],
        "accessibility.text": ["en": "What VoiceOver reads, in order", "es": "Lo que lee VoiceOver, en orden"],
        "size": ["en": "Size", "es": "Tamaño"],
        "close": ["en": "Close (Esc)", "es": "Cerrar (Esc)"],
        "loadFailed": ["en": "The image could not be loaded:", "es": "No se pudo cargar la imagen:"],
        "notAnImage": ["en": "{0} output, not an image:", "es": "Salida {0}, no es una imagen:"],
        "noEntries": ["en": "No outputs.", "es": "No hay salidas."],
        "noFailures": ["en": "No snapshot failed.", "es": "No falló ninguna instantánea."],
        "inputFailed": [
            "en": "{0} has errors; the images below are from its last good version:",
            "es": "{0} tiene errores; las imágenes son de su última versión correcta:",
        ],
        "expected": ["en": "Reference", "es": "Referencia"],
        "actual": ["en": "New", "es": "Nueva"],
        "view.side": ["en": "Side by side", "es": "Lado a lado"],
        "view.swipe": ["en": "Swipe", "es": "Deslizar"],
        "view.onion": ["en": "Onion skin", "es": "Superposición"],
        "view.difference": ["en": "Difference", "es": "Diferencia"],
        "noDifference": ["en": "No difference image.", "es": "No hay imagen de diferencias."],
        "copy": ["en": "Copy", "es": "Copiar"],
    ])
}
