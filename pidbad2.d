pid-5:::entry{}
