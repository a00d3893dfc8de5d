import Foundation

/// The types Swift sources declare, read from their text: what a new screen must not declare again
/// in its module.
enum DeclaredTypes {
    /// The names `source` declares as a class, struct, enum, protocol, actor or type alias.
    static func names(in source: String) -> Set<String> {
        let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        var names: Set<String> = []
        for line in source.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" || $0 == "=" })
            for (index, word) in words.enumerated().dropLast() where keywords.contains(word) {
                // `class func` and `class var` declare members, not types.
                let next = words[index + 1]
                guard next != "func", next != "var", next != "let", next.first?.isLetter == true else { continue }
                names.insert(String(next))
            }
        }
        return names
    }

    /// Refuses when a type the `generated` sources declare is already declared in a Swift file
    /// under `folder` (the module's sources); `root` makes the path in the message relative.
    static func refuseClashes(of generated: [String], withTypesIn folder: URL, relativeTo root: URL)
        throws(ScaffoldError)
    {
        let wanted = generated.reduce(into: Set<String>()) { $0.formUnion(names(in: $1)) }
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let file as String in files where file.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(file)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            if let clash = names(in: text).intersection(wanted).sorted().first {
                let path = String(url.path.dropFirst(root.path.count + 1))
                throw .nameInUse(type: clash, path: path)
            }
        }
    }
}
