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
        let hoisted = PreviewableHoisting(body.statements)
        let statements: CodeBlockItemListSyntax = hoisted == nil ? body.statements : "PreviewableContent()"
        return [
            """
            @_cdecl("\(raw: symbol)") public func \(function)() -> UnsafeMutableRawPointer {
                \(raw: hoisted?.view ?? "")
                @MainActor @IntroUI.ViewBuilder func content() -> some IntroUI.View {
                    \(statements)
                }
                return IntroUI._PreviewRegistration.retained(\(name), traits: [\(raw: traits.joined(separator: ", "))]) { IntroUI._previewPart(of: content()) }
            }
            """
        ]
    }
}

/// A `#Preview` body's `@Previewable` variables (`@Previewable @State var isOn = true`), as
/// Xcode treats them: they become the stored properties of a view made for the preview,
/// `PreviewableContent`, whose `body` is the rest of the preview's body, so that `@State` is
/// a view's state. Nil for a body without them, which is kept as it is.
struct PreviewableHoisting {
    /// The view's declaration.
    let view: String

    init?(_ items: CodeBlockItemListSyntax) {
        var properties: [String] = []
        var rest: [String] = []
        for item in items {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: Self.isPreviewable) {
                properties.append(variable.with(\.attributes, variable.attributes.filter { !Self.isPreviewable($0) }).trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        guard !properties.isEmpty else { return nil }
        view = """
            struct PreviewableContent: IntroUI.View {
                \(properties.joined(separator: "\n"))
                var body: some IntroUI.View {
                    \(rest.joined(separator: "\n"))
                }
            }
            """
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }
}

/// `@Previewable`, which marks a `#Preview` body's variable as a property of the preview's
/// view; `#Preview` does the work (``PreviewableHoisting``), so the attribute adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
