/// The letters an avatar shows for a name.
enum Initials {
    /// The first letter of the first and last words, upper-cased ("Jane van Doe" gives "JD");
    /// "?" for a name with no letters, so an avatar is never blank.
    static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains(where: \.isLetter) }
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { word in
            word?.first(where: \.isLetter).map { String($0).uppercased() }
        }
        return letters.isEmpty ? "?" : letters.joined()
    }
}
