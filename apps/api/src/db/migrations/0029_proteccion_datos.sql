-- Issue 17 "Data protection": filled by the data-protection work (erasure's audit redaction).
SELECT 1;
