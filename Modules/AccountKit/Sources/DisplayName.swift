/// Names shown for a person who logged in with an email only.
public nonisolated enum DisplayName {
    /// A readable name from the part of `email` before the "@": separators become spaces and
    /// each word is capitalised (`ada.lovelace@example.com` gives "Ada Lovelace"). Falls back
    /// to the local part as typed when it is made of separators only.
    public static func derived(fromEmail email: String) -> String {
        let localPart = email.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let separators: Set<Character> = [".", "_", "-", "+"]
        let words = localPart.split(whereSeparator: { separators.contains($0) })
        let name = words.map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined(separator: " ")
        return name.isEmpty ? String(localPart) : name
    }
}
