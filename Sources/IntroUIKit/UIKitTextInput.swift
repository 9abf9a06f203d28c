import Foundation
import IntroUI

/// The keyboard a text field shows, like UIKit's `UIKeyboardType` (SwiftUI's `keyboardType(_:)`).
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII characters only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits.
    case numberPad
    /// A phone keypad.
    case phonePad
    /// A phone keypad with letters.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts.
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}

/// What a text field holds, for AutoFill, like UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A content type by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A phone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// A birth date.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

/// How typed text is capitalized, like UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// No capitals.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

extension View {
    /// The keyboard the text fields inside show.
    ///
    /// Still frame: no keyboard is shown, so nothing is drawn differently.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }

    /// What the text fields inside hold, for AutoFill.
    ///
    /// Still frame: nothing is filled in, so nothing is drawn differently.
    public func textContentType(_ type: UITextContentType?) -> Self { self }

    /// How typed text is capitalized (the older spelling of `textInputAutocapitalization`).
    ///
    /// Still frame: nothing is typed, so nothing is drawn differently.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
}
