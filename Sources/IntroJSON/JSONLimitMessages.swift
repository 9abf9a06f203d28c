extension JSONParser.Limit {
    /// The English and Spanish hints for a limit a document hit (``JSONParser/limitsHit(by:)``),
    /// by key: `limit.depth` and `limit.textLength`, the limit and the option that raises it
    /// put in by the tool.
    public static let messages: [String: [String: String]] = [
        "limit.depth": [
            "en": "error: the deepest nesting allowed is {0} levels: flatten the document or raise the limit with {1}",
            "es": "error: el anidamiento máximo permitido es de {0} niveles: aplane el documento o suba el límite con {1}",
        ],
        "limit.textLength": [
            "en": "error: the longest text allowed is {0} characters: shorten the text or raise the limit with {1}",
            "es": "error: el texto más largo permitido es de {0} caracteres: acorte el texto o suba el límite con {1}",
        ],
    ]
}
