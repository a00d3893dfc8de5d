import Testing

@testable import DependencyGraph

private func digest(_ text: String) -> String {
    var hash = SHA256()
    hash.update(text.utf8)
    return hash.hexDigest()
}

@Test func theDigestMatchesTheStandardTestVectors() {
    #expect(digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
        digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(digest(String(repeating: "a", count: 1000)).count == 64)
}

@Test func feedingInPiecesGivesTheSameDigest() {
    var pieces = SHA256()
    pieces.update("abcdbcdecdefdefgefghfghighij".utf8)
    pieces.update("hijkijkljklmklmnlmnomnopnopq".utf8)
    #expect(pieces.hexDigest() == digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"))
}
