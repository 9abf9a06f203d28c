// The `#Preview` macro, built by `introkit previews` into the macro plugin library of a
// previews build (swiftc against the toolchain's SwiftSyntax in usr/lib/swift/host; this
// folder is no target of Package.swift; IntroPreviews' PreviewSymbol.swift is
// compiled with it, so that both sides name a preview's symbol alike).
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }` at file scope becomes a C-named function that
/// registers the preview: `introkit_preview_<hash of file name and line>`, the symbol the
/// generated registry (which knows the file and line from discovery) looks up at run time.
/// A top-level macro may introduce no names of its own, so the function's Swift name is
/// unique and only its symbol is known.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws
        -> [DeclSyntax]
    {
        guard let location = context.location(of: node),
            let file = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
            let line = location.line.as(IntegerLiteralExprSyntax.self)?.literal.text
        else {
            throw MacroExpansionErrorMessage("#Preview: no source location")
        }
        var name: ExprSyntax = "nil"
        var traits: [String] = []
        for argument in node.arguments {
            if argument.label?.text == "traits" || (argument.label == nil && !traits.isEmpty) {
                traits.append(argument.expression.trimmedDescription)
            } else if argument.label == nil {
                name = argument.expression.trimmed
            }
        }
        guard let body = node.trailingClosure ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
        else {
            throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { MyView() }")
        }
        let baseName = file.split(separator: "/").last.map(String.init) ?? file
        let symbol = PreviewSymbol.name(fileName: baseName, line: line)
        let function = context.makeUniqueName("preview")
        return [
            """
            @_cdecl("\(raw: symbol)") public func \(function)() -> UnsafeMutableRawPointer {
                @MainActor @IntroUI.ViewBuilder func content() -> some IntroUI.View {
                    \(body.statements)
                }
                return IntroUI._PreviewRegistration.retained(\(name), traits: [\(raw: traits.joined(separator: ", "))]) { IntroUI._previewPart(of: content()) }
            }
            """
        ]
    }
}
