// The `@Entry` macro, built by `introkit previews` into the macro plugin library of a previews
// build with the `#Preview` macro (this folder is no target: the previews build compiles it).
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues` becomes what SwiftUI's
/// `@Entry` makes of it: a computed property that reads and writes `self[__Key_name.self]`, and
/// a private `EnvironmentKey` type `__Key_name` whose default is `value` (nil for an optional
/// without one).
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The getter and setter through the key.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let key = try Entry(declaration).keyName
        return ["get { self[\(raw: key).self] }", "set { self[\(raw: key).self] = newValue }"]
    }

    /// The key type.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        return ["private struct \(raw: entry.keyName): IntroUI.EnvironmentKey { \(raw: try entry.defaultValue) }"]
    }
}

/// The property `@Entry` is attached to.
private struct Entry {
    let name: String
    let type: String?
    let initial: String?

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            throw MacroExpansionErrorMessage("@Entry applies to one `var name: Type = default` property")
        }
        self.name = name
        type = binding.typeAnnotation?.type.trimmedDescription
        initial = binding.initializer?.value.trimmedDescription
    }

    var keyName: String { "__Key_" + name }

    /// The key's `defaultValue`: computed from the initial value when the type is written
    /// (so that no shared state is made), else stored.
    var defaultValue: String {
        get throws {
            switch (type, initial) {
            case (let type?, let initial?): return "static var defaultValue: \(type) { \(initial) }"
            case (let type?, nil) where type.hasSuffix("?"): return "static var defaultValue: \(type) { nil }"
            case (nil, let initial?): return "nonisolated(unsafe) static let defaultValue = \(initial)"
            default: throw MacroExpansionErrorMessage("@Entry needs a default value: `@Entry var \(name): Type = value`")
            }
        }
    }
}
