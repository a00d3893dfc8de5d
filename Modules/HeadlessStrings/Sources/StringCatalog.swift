import Foundation

/// A String Catalog (`Localizable.xcstrings`) in Apple's JSON format: the source language and,
/// for each key, its string in each language, either one `stringUnit` or a
/// `variations.plural` with a `stringUnit` per CLDR category.
public struct StringCatalog: Sendable, Equatable {
    /// One language's string for a key.
    public enum Entry: Sendable, Equatable {
        /// The same text for every count.
        case single(String)
        /// A text per plural category.
        case plural([PluralCategory: String])

        /// Every text the entry holds, each with the category it is for (`nil` for a single one).
        public var texts: [(category: PluralCategory?, text: String)] {
            switch self {
            case let .single(text): [(nil, text)]
            case let .plural(forms): forms.sorted { $0.key.order < $1.key.order }.map { ($0.key, $0.value) }
            }
        }
    }

    /// The language the keys were written in (`en`).
    public let sourceLanguage: String
    /// For each key, its entry by language code.
    public let strings: [String: [String: Entry]]

    /// A catalogue of `strings` written in `sourceLanguage`.
    public init(sourceLanguage: String, strings: [String: [String: Entry]]) {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
    }

    /// Reads the catalogue in `data`.
    ///
    /// - Throws: `StringCatalogError` naming what is not as Apple's format has it.
    public init(data: Data, source: String) throws(StringCatalogError) {
        let file: CatalogueFile
        do {
            file = try JSONDecoder().decode(CatalogueFile.self, from: data)
        } catch {
            throw StringCatalogError(source: source, message: "not a String Catalog: \(Self.describe(error))")
        }
        var strings: [String: [String: Entry]] = [:]
        for (key, string) in file.strings {
            var entries: [String: Entry] = [:]
            for (language, localization) in string.localizations ?? [:] {
                if let unit = localization.stringUnit {
                    entries[language] = .single(unit.value)
                } else if let plural = localization.variations?.plural {
                    var forms: [PluralCategory: String] = [:]
                    for (name, variation) in plural {
                        guard let category = PluralCategory(rawValue: name) else {
                            throw StringCatalogError(
                                source: source,
                                message: "\(key) (\(language)): '\(name)' is not a CLDR plural category "
                                    + "(zero, one, two, few, many, other)")
                        }
                        forms[category] = variation.stringUnit.value
                    }
                    entries[language] = .plural(forms)
                } else {
                    throw StringCatalogError(
                        source: source, message: "\(key) (\(language)): expected a stringUnit or variations.plural")
                }
            }
            strings[key] = entries
        }
        self.init(sourceLanguage: file.sourceLanguage, strings: strings)
    }

    /// The catalogue `Localizable.xcstrings` in `bundle` (a module's `Bundle.module`).
    ///
    /// - Throws: `StringCatalogError` when the bundle has none or it cannot be read.
    public static func bundled(in bundle: Bundle) throws(StringCatalogError) -> StringCatalog {
        guard let url = bundle.url(forResource: "Localizable", withExtension: "xcstrings") else {
            throw StringCatalogError(
                source: bundle.bundlePath, message: "no Localizable.xcstrings; copy it in the target's resources")
        }
        return try StringCatalog(contentsOf: url)
    }

    /// The catalogue in `bundle`, or an empty one when it cannot be read: a screen then shows
    /// its keys rather than failing, and the catalogue check in `make test` names the problem.
    public static func bundledOrEmpty(in bundle: Bundle) -> StringCatalog {
        (try? bundled(in: bundle)) ?? StringCatalog(sourceLanguage: "en", strings: [:])
    }

    /// The catalogue in the file at `url`.
    ///
    /// - Throws: `StringCatalogError` when the file cannot be read or is not a catalogue.
    public init(contentsOf url: URL) throws(StringCatalogError) {
        if let refusal = Self.refusal(forFileAt: url.path) {
            throw StringCatalogError(source: url.path, message: refusal)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StringCatalogError(source: url.path, message: "cannot be read: \(error.localizedDescription)")
        }
        try self.init(data: data, source: url.path)
    }

    /// Why the path is not read as a catalogue, or nil for a regular file (or one that does
    /// not exist, which reading reports). A named pipe would wait for a writer and a device
    /// would be read through; Foundation calls both a missing permission, even for root.
    private static func refusal(forFileAt path: String) -> String? {
        var status = stat()
        guard fstatat(AT_FDCWD, path, &status, 0) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a folder, expected a catalogue file"
        case S_IFIFO: return "is a named pipe, which would block; give the catalogue's regular file"
        case S_IFCHR, S_IFBLK: return "is a device, not a catalogue file"
        default: return "is not a regular file"
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case let .keyNotFound(key, context):
            return "missing '\(key.stringValue)' at \(path(context))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? "the top level" : path
    }
}

extension PluralCategory {
    /// CLDR's order: zero, one, two, few, many, other.
    fileprivate var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// The JSON shapes of the file, as Xcode writes them; keys the app does not read (comments,
/// `extractionState`, `version`) are ignored.
private struct CatalogueFile: Decodable {
    struct StringUnit: Decodable {
        let state: String?
        let value: String
    }

    struct Variation: Decodable {
        let stringUnit: StringUnit
    }

    struct Variations: Decodable {
        let plural: [String: Variation]?
    }

    struct Localization: Decodable {
        let stringUnit: StringUnit?
        let variations: Variations?
    }

    struct CatalogueString: Decodable {
        let localizations: [String: Localization]?
    }

    let sourceLanguage: String
    let strings: [String: CatalogueString]
}
