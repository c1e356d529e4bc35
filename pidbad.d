pid0:::entry{}
